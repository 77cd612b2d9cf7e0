/**
 * The replies HR sends an applicant from the inbox, one per template, in the application's language. The
 * company changes them here. A rejection gives no reasons: under the General Equal Treatment Act (AGG) any
 * reason can be read as discrimination, so none is given. Square brackets mark what HR completes.
 */
export const mailEn = {
  receipt: {
    subject: 'Your application: {{job}}',
    body: 'Dear {{name}},\n\nThank you for your application for the position “{{job}}” and for your interest in {{company}}. We have received your documents and will review them carefully. We will get back to you as soon as we can.\n\nKind regards\nThe HR team at {{company}}',
  },
  invitation: {
    subject: 'Invitation to an interview: {{job}}',
    body: 'Dear {{name}},\n\nThank you again for your application for the position “{{job}}”. We would like to get to know you and invite you to an interview.\n\nWe suggest: [date, time, and the address or video link]\n\nPlease let us know whether this suits you, or suggest another time.\n\nKind regards\nThe HR team at {{company}}',
  },
  rejection: {
    subject: 'Your application: {{job}}',
    body: 'Dear {{name}},\n\nThank you for your application for the position “{{job}}” and for the time you have put into it. After careful consideration, we have decided not to proceed with your application.\n\nIn line with our privacy policy, we will delete your application documents {{months}} months after this message.\n\nWe wish you every success in the future.\n\nKind regards\nThe HR team at {{company}}',
  },
};
