/**
 * The e-mails the server sends staff (../message.ts: a submission; ../../rebuild/failureMail.ts: a failed
 * rebuild), in the company's language (STAFF_MAIL_LOCALE). The English reference; de.ts and tr.ts fill the same
 * shape. Placeholders in double braces; times come in Potsdam time, topics and openings by their names.
 */
export const staffMailEn = {
  subjectPrefix: '[Website]',
  application: {
    forJob: 'Application for “{{job}}”',
    speculative: 'Speculative application',
    arrived: 'An application has arrived through the website.',
    opening: 'Opening: {{job}}',
    noOpening: 'Opening: none (a speculative application)',
    received: 'Received: {{time}}',
    language: 'Language of the application: {{language}}',
    readInInbox: 'Read it in the staff inbox:',
    readOnServer: 'Read it on the server with:',
    decision:
      'Record the decision in the staff inbox: the application and its CV are deleted {{months}} months after the day the rejection was sent (or the withdrawal arrived), and {{days}} days after a hiring is recorded; without a decision they are kept (privacy policy). If you hire, move what the personnel file needs out of the inbox within those {{days}} days (npm run submissions -- export <id>).',
  },
  contact: {
    subject: 'Contact message about “{{topic}}” from {{name}}',
    subjectNoTopic: 'Contact message from {{name}}',
    arrived: 'A contact message has arrived through the website.',
    name: 'Name: {{name}}',
    email: 'E-mail: {{email}}',
    topic: 'Topic: {{topic}}',
    received: 'Received: {{time}}',
    language: 'Language of the message: {{language}}',
    inInbox: 'In the staff inbox: {{link}}',
    retention:
      'It is deleted from the website’s store {{days}} days after it is marked handled, and at the latest {{months}} months after it arrived (privacy policy). Delete this e-mail and your replies then too, unless it must be kept as a business letter (§ 257 HGB).',
  },
  reference: 'Reference: {{id}}',
  rebuild: {
    subject: 'The website’s rebuild failed while {{step}}',
    failed: 'The website’s rebuild of {{time}} failed while {{step}}. The website has not changed.',
    commit: 'Change: {{hash}} “{{subject}}” ({{author}})',
    noCommit: 'Change: not known',
    inInbox: 'Its state in the staff inbox: {{link}}',
    log: 'The last lines of the build log:',
    steps: {
      fetch: 'fetching the changes',
      install: 'installing the dependencies',
      build: 'building the pages',
      switch: 'putting the new version live',
    },
  },
};

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language of the staff e-mails fills. */
export type StaffMailWords = DeepStrings<typeof staffMailEn>;
