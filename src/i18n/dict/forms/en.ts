/** The contact and application forms, their errors, and the API's answers (problem titles and details). */
export const formsEn = {
  forms: {
    requiredMark: 'required',
    optionalMark: 'optional',
    requiredNote: 'Fields marked * are mandatory.',
    // What happens to the data, at the point of collection (Art. 13 GDPR); the policy has the rest.
    privacyNote: {
      contact: {
        before:
          'We store your message on our server and forward it by e-mail to the staff who answer it; we delete it 30 days after your enquiry has been dealt with, at the latest six months after it arrived. Who else processes it on our behalf, and your rights: our ',
        link: 'privacy policy',
        after: '.',
      },
      application: {
        before:
          'We store your application and CV on our server. Only the people involved in the selection see them: HR and the people who administer our inbox, the managers responsible for the opening you apply for and, where the law requires it before a hiring, our works council, read-only and for a limited time. The e-mail to our staff only says that an application has arrived, without your details or documents. You receive a confirmation with a private link, where you can see the status of your application, download a copy of your data, including our notes and replies, and withdraw your application. If we do not hire you, we delete your application and CV six months after we have sent you our rejection. More in our ',
        link: 'privacy policy',
        after: '.',
      },
    },
    honeypotLabel: 'Leave this field empty',
    fields: {
      name: 'Name',
      email: 'E-mail address',
      service: 'Topic',
      message: 'Message',
      phone: 'Phone',
      position: 'Position you are interested in',
      job: 'Position applied for',
      cv: 'CV (PDF, DOC or DOCX, max. 5\u00a0MB)',
    },
    /** The message a place's page prefills (its contact link, routes/contactPreset.ts `placePreset`), in these words only. */
    placeMessage: {
      potsdam: 'My enquiry is for your head office in Potsdam.',
      turkey: 'I am interested in property in Turkey.',
      azerbaijan: 'I am interested in property in Azerbaijan.',
      dubai: 'I am interested in property in Dubai.',
      qatar: 'I am interested in property in Qatar.',
    },
    selectService: 'Please select…',
    services: {
      consulting: 'Consulting',
      accessibility: 'Accessibility of this website',
      security: 'Security: report a vulnerability',
      other: 'Other',
    },
    cv: {
      choose: 'Choose file',
      selected: '{{name}} ({{size}})',
      remove: 'Remove file',
      removed: 'File removed.',
      none: 'No file chosen',
    },
    sending: 'Sending…',
    contact: {
      submit: 'Send message',
      success: 'Thank you for your message! We will get back to you soon.',
      failed: 'Your message could not be sent. Please try again: everything you typed is still here.',
      another: 'Send another message',
      sentTitle: 'Your message has been sent',
      next: 'On working days we usually reply within {{hours}} hours, to the e-mail address you gave us.',
    },
    application: {
      submit: 'Submit application',
      success: 'Thank you for your interest in joining us.',
      successNext: 'We have received your documents and will get back to you as soon as possible.',
      forJob: 'You are applying for: {{title}}',
      openInstead: 'Apply without a specific position',
      failed: 'Your application could not be sent. Please try again.',
      another: 'Send another application',
      sentTitle: 'Your application has arrived',
      sentTitleForJob: 'Your application for “{{job}}” has arrived',
    },
    fillAll: 'Please fill in all fields.',
    checkFields: 'Please check the fields marked below.',
    /** The summary's link to the first field to fix. */
    goToField: 'Go to “{{field}}”',
    offline: 'We could not reach our server. Please check your connection and try again.',
    errors: {
      requiredChoice: 'Please choose one of the options.',
      required: 'Please fill in this field.',
      tooLong: 'This is too long: please use at most {{max}} characters.',
      invalidEmail: 'Please enter a valid e-mail address, for example name@example.com.',
      invalidPhone: 'Please enter a valid phone number (digits, spaces and + ( ) / - only).',
      invalidOption: 'Please choose one of the options.',
      invalidCharacters: 'This field contains characters we cannot accept. Please use plain text.',
      markup: 'Please write plain text without HTML tags.',
      invalid: 'Please check this field.',
      cvRequired: 'Please attach your CV.',
      cvTooLarge: 'This file is larger than 5\u00a0MB. Please choose a smaller one.',
      cvType: 'Please attach a PDF, DOC or DOCX file.',
      cvEmpty: 'This file is empty. Please choose another one.',
      jobClosed:
        'This position is no longer open. You can send us a speculative application instead: everything you entered is still here.',
    },
    problems: {
      malformed: { title: 'Bad request', detail: 'The request could not be read.' },
      tooLarge: { title: 'Request too large', detail: 'The request is larger than we accept.' },
      unsupportedType: { title: 'Unsupported file type', detail: 'This kind of content or file is not accepted.' },
      invalidFields: { title: 'Some fields need your attention', detail: 'Please check the fields listed.' },
      idempotencyConflict: {
        title: 'Conflicting resubmission',
        detail:
          'This submission reuses the reference of an earlier one with different content. Please reload the form and send it again.',
      },
      crossSite: {
        title: 'Submission refused',
        detail:
          'This form can only be sent from our own website. Please open the form on our website and send it from there.',
      },
      rateLimited: {
        title: 'Too many submissions',
        detail: 'We have received many submissions from your address. Please try again in {{minutes}} minutes.',
      },
      notFound: { title: 'Not found', detail: 'There is nothing at this address.' },
      methodNotAllowed: { title: 'Method not allowed', detail: 'This address only accepts submissions.' },
      unavailable: {
        title: 'Temporarily unavailable',
        detail:
          'We cannot accept submissions at the moment. Please try again in a few minutes or write to us by e-mail.',
      },
      serverError: {
        title: 'Something went wrong on our side',
        detail: 'Please try again later or write to us by e-mail.',
      },
    },
    result: {
      successTitle: 'Thank you',
      errorTitle: 'Your submission was not sent',
      errorHelp: 'Please use your browser’s Back button to correct your entries: what you typed is still in the form.',
      backToSite: 'Back to the website',
    },
  },
};
