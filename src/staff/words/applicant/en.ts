/**
 * The applicant's receipt e-mail and their private page (src/staff/server/applicantPage.ts), in the
 * application's language. Nothing the applicant typed is filled in: only the opening's title (ours), the
 * company, days and the link.
 */
export const applicantEn = {
  mail: {
    subject: 'We have received your application',
    forJob: 'Thank you for your application for the position “{{job}}” at {{company}}.',
    speculative: 'Thank you for your speculative application to {{company}}.',
    body: 'Hello,\n\n{{thanks}} We have received it and will get back to you as soon as we can.\n\nOn your private page you can see the status of your application, download a copy of everything we have stored about you, and withdraw your application:\n\n{{link}}\n\nPlease keep this link to yourself: anyone who has it can see and withdraw your application. It stops working when your application is deleted.\n\nKind regards\nThe HR team of {{company}}',
  },
  page: {
    title: 'Your application',
    forJob: 'Your application for the position “{{job}}”, received on {{date}}.',
    speculative: 'Your speculative application, received on {{date}}.',
    statusHeading: 'Status',
    status: {
      received: 'Received: we have your application and will look at it soon.',
      'in-review': 'In review: we are looking at your application.',
      rejected: 'Not successful: we have decided not to proceed with your application.',
      hired: 'Successful: we would like to work with you and will be in touch about the next steps.',
      withdrawn: 'Withdrawn: you have withdrawn your application.',
    },
    since: 'Since {{date}}.',
    deletedOn: 'Your application and everything stored with it will be deleted on {{date}}.',
    copyHeading: 'Your data',
    copyIntro:
      'One file (JSON) with everything we have stored about your application: the form’s fields, your CV, our notes, the replies we sent, the decision and the record of what was done with it.',
    copyLink: 'Download a copy of my data',
    withdrawHeading: 'Withdraw',
    withdrawIntro:
      'If you no longer wish to be considered, you can withdraw your application. It is then deleted {{months}} months later, as our privacy policy states.',
    withdrawLink: 'Withdraw my application',
    confirmHeading: 'Withdraw your application?',
    confirmText:
      'We will no longer consider your application. This cannot be undone, but you are welcome to apply again at any time.',
    confirmButton: 'Yes, withdraw my application',
    back: 'No, back to my application',
    withdrawnNow: 'Your application has been withdrawn.',
    decided: 'A decision has already been made on this application, so it can no longer be withdrawn.',
    notFoundTitle: 'Page not found',
    notFound:
      'This link does not work (any more). An application’s private page is deleted together with the application. If you have questions, please write to {{email}}.',
    tooMany: 'There have been too many requests from your connection. Please try again in a few minutes.',
    refused: 'This request could not be accepted. Please open your private page again and use its button.',
    privacy: 'Privacy policy',
  },
};
