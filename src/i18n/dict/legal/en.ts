import { accessibilityEn } from './accessibility/en';

/** English copy of the legal pages: privacy policy, terms, Impressum and the accessibility statement. Part of the English dictionary (see ../en.ts). */
export const legalEn = {
  ...accessibilityEn,
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    backHome: 'Back to home',
  },
  privacy: {
    heading: 'Privacy policy',
    intro:
      'We take the protection of your personal data seriously. This policy explains which data this website processes, why, on what legal basis and for how long, and which rights you have. It describes this website only.',
    controllerHeading: 'Who is responsible',
    controllerText:
      'The controller within the meaning of the General Data Protection Regulation (GDPR) is the company named below, represented by its management.',
    dpoHeading: 'Data protection officer',
    dpoText:
      'We have appointed a data protection officer (Art. 37 GDPR, § 38 BDSG). You can contact them directly and in confidence with any question about data protection:',
    principlesHeading: 'Our privacy principles',
    principles: [
      'We collect only the data we need for a specific purpose, and we keep it only as long as that purpose requires.',
      'This website uses no advertising and no tracking, and it embeds no content from other websites: fonts and images come from the same address as the pages. Only if you agree does it measure how fast its pages are, on our own server and without telling visitors apart (see “Measuring the website’s speed” below).',
      'We do not sell your data. We pass it on to third parties only where the law requires us to; the service providers named below process it only on our behalf and on our instructions.',
    ],
    collectionHeading: 'What data we process',
    collection: {
      logsHeading: 'When you visit the website',
      logs: 'Our server records technical data for each request: the requested page, date and time, the status of the answer, the browser’s self-description (user agent) and your IP address. We need this to deliver the pages and to detect and fend off attacks (Art. 6(1)(f) GDPR). These log entries are deleted after 14 days at the latest. To stop abuse of our forms, we count submissions per IP address, storing not the address itself but only a hash of it made with a secret key, and delete that count after 15 minutes (Art. 6(1)(f) GDPR).',
      storageHeading: 'In your browser',
      storage:
        'The website stores two values in your browser’s local storage: your choice in the cookie banner (“cookieConsent”) and, if you switch it, your light or dark theme (“theme”). They never leave your device, and you can delete them at any time in your browser settings. We set no cookies. Storing these values requires no consent, because it is strictly necessary to provide the service you have expressly requested (§ 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG).',
      fieldMeasurementHeading: 'Measuring the website’s speed (only with your consent)',
      fieldMeasurement:
        'If you choose “Accept all” in the cookie banner, your browser measures how quickly the pages you visit appear, how quickly they respond when you click or type, and how much their content shifts while loading (the Core Web Vitals: LCP, INP, CLS, FCP and TTFB), and sends these figures to our own server when you leave a page or switch away from it. Besides each figure, the message names only the page (such as “About us”, never the address you called up), its language, how it was opened (for instance by a link within the website), a size class of your screen (phone, tablet or desktop), how the globe was drawn (3D, 2D, as a still image or not at all, and whether at full quality or simplified for a slower device) and, for a slow response, the kind of element you used (such as a menu or a form), never its text. It contains no identifier and sets no cookie. Like every request, it reaches our server from your IP address: the server uses the address only to limit the number of messages per minute, keeps it for at most one minute in its working memory and writes it nowhere, not even to its logs. Each figure is added straight away to daily totals (how many views of a page took how long on that day, by how the globe was drawn) and the message itself is discarded: nothing is stored about individual visitors. The daily totals contain no IP address, nothing about your browser and no address called up; they are kept on our server for 28 days and then deleted automatically. We use the totals to check whether the website is fast enough on our visitors’ devices and where it needs to become faster. The legal basis is your consent (§ 25(1) TDDDG for reading these figures in your browser, Art. 6(1)(a) GDPR for processing them). You can withdraw your consent at any time with effect for the future under “Cookie settings” at the bottom of every page; from then on nothing is measured or sent. If you decline, nothing is measured.',
      formsHeading: 'When you write to us',
      forms:
        'If you contact us by e-mail, telephone or one of our forms, we process the data you give us (such as your name, e-mail address, the topic of your enquiry and your message) to answer your enquiry (Art. 6(1)(b) GDPR where your enquiry concerns a contract with us; otherwise Art. 6(1)(f) GDPR, our legitimate interest in answering enquiries such as a report of a barrier). Messages from the contact form are stored on our server (see “Hosting” below) and forwarded by e-mail to our staff. We delete enquiries 30 days after they have been dealt with, and at the latest six months after they arrive; this includes the e-mail forwarded to our staff’s mailboxes. If we must keep an enquiry as a business letter (§ 257 HGB), we delete it when the statutory retention period ends.',
      applicationsHeading: 'When you apply',
      applications:
        'If you send us an application, we process your details and documents (such as your CV) to decide whether to employ you; these are steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR). If you choose to tell us about special categories of personal data, such as a severe disability, we process them under Art. 9(2)(b) GDPR with § 26(3) BDSG, where employment law requires it, for instance § 164 of the German Social Code, Book IX (SGB IX). Your application and CV stay on our server: the e-mail our staff receive only says that an application has arrived and for which position, with a link to our inbox; it contains neither your name and contact details nor your message or documents. We do not delete an application while we are still deciding on it. If we do not hire you, we keep your application for six months from the day we sent you our rejection and then delete it; if you withdraw your application, the six months run from your withdrawal. Our legitimate interest is defending ourselves against any claims, for example under the German General Equal Treatment Act (AGG) (Art. 6(1)(f) GDPR). If we hire you, we add the documents needed to your personnel file and delete the entry of your application in our inbox 30 days after we have recorded your hiring there.',
      hiringHeading: 'Your application in our inbox',
      hiring:
        'Only the people involved in the selection see your application in our inbox, each according to their role: our HR staff; for an application for a particular opening, also the managers responsible for that opening (they do not see speculative applications); and the people who administer the inbox. Colleagues who only answer contact enquiries see no applications. If we have a works council, we show it the applications for an opening before we hire, where the law requires it (§ 99 of the German Works Constitution Act, BetrVG; Art. 6(1)(c) GDPR): HR then lets its members read that opening’s applications and CVs until the end of a day HR sets (at most 30 days ahead; seven days if HR sets none). They can change nothing and see no notes, replies or audit trail. The people involved in the selection may write notes on your application, such as impressions from an interview. If we write to you from our inbox, for instance to invite you to an interview or to turn you down, the e-mail goes to the address you gave us; a rejection gives no reasons. We store notes and replies with your application, with their text and who wrote them when; they are part of your copy and are deleted with your application.',
      applicantPageHeading: 'Your private application page',
      applicantPage:
        'Once you have applied, you receive an e-mail in the language of the form confirming that your application has arrived, with a private link; apart from your e-mail address, it repeats nothing you entered. On the page behind the link you can see the status of your application, download a copy of everything we have stored about your application (your details and CV, our notes and replies, our decision and the record of what was done with it) and, as long as we have not yet decided, withdraw your application. Anyone who knows the link can open the page, so please do not pass it on. We store the link only as a hash from which it cannot be recovered; it stops working when your application is deleted. We count requests to this page per IP address, as we do for our forms (see above). If you download your copy or withdraw your application, we note this in the audit trail of your application.',
      offlineDemoHeading: 'The globe demo offline',
      offlineDemo:
        'If you choose “Save for offline use” on the globe demo page, we store a copy of the demo in your browser so that it also works without an internet connection, for instance at a trade fair: the demo pages in our three languages with the website’s scripts, styles and fonts and the map data, just under 2.2\u00a0MB in all, stored by a service worker in your browser’s cache storage. We store the copy only at your express request and only because it is strictly necessary for that; no consent is therefore required (§ 25(2) no. 2 TDDDG). The copy contains no personal data, never leaves your device and is replaced by the current version on your next visit. It stays until you remove it or your browser deletes it itself: choose “Remove the offline copy” on the demo page, or delete the stored data of this website in your browser’s settings (“site data” or “cookies and site data”). Unless you make that choice, the demo stores no copy, and neither do the other pages of this website.',
    },
    recipientsHeading: 'Recipients and processors',
    recipientsText:
      'Within our company, only the staff who need your data for the purposes described above receive it. We also use the following service providers, who process data on our behalf and only on our instructions; we have concluded a data processing agreement with each of them (Art. 28 GDPR):',
    processors: {
      hosting: {
        heading: 'Hosting',
        text: 'Our server, which delivers this website and stores enquiries and applications, runs in a data centre operated by:',
        formsOnlyText:
          'Our server, which receives and stores enquiries and applications, runs in a data centre operated by:',
      },
      email: {
        heading: 'E-mail',
        text: 'We forward messages from our contact form to our staff by e-mail, with your details and your message, so that they can answer you from their mailbox. For an application, the e-mail is only a notice that an application has arrived and for which position, with a link to our inbox; it contains no name, contact details, message or documents. We use the mail server of:',
      },
      staticHost: {
        heading: 'Page delivery',
        text: 'The pages of this website (not the forms) are delivered by the following service, which processes the technical data described above to do so, such as your IP address (Art. 6(1)(f) GDPR):',
      },
    },
    requirementHeading: 'Do you have to provide your data?',
    requirement:
      'You are neither legally nor contractually obliged to provide us with personal data. Without the details marked as mandatory in our forms, however, we cannot answer your enquiry or consider your application, and without the technical data described above we cannot deliver this website to you.',
    automatedHeading: 'Automated decision-making',
    automated:
      'We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR. Our staff read every enquiry and every application, and only people decide on applications.',
    securityHeading: 'Data security',
    security:
      'All pages and forms are transmitted in encrypted form (TLS). Access to stored enquiries and applications is limited to the staff who need it: they sign in to an internal inbox with a passkey, without a password. The inbox records who opened, downloaded, marked (as dealt with, for instance), decided on, replied to or deleted which enquiry or application, or wrote a note on it, and when, and when you downloaded your copy or withdrew your application on your private page (an audit trail with the staff member’s e-mail address, the action, the time and the entry’s number and kind, never the sender’s name or address, and never the words of a note or reply). We keep this record for one year to be able to show that your data was handled properly (Art. 5(2), Art. 32 and Art. 6(1)(c) and (f) GDPR), and then delete it. We keep backups of stored enquiries and applications for at most 30 days, so anything we delete is also gone from the backups no later than 30 days afterwards. We keep our systems up to date.',
    rightsHeading: 'Your rights',
    rightsIntro: 'You have the right at any time to:',
    rights: [
      'obtain information about the data we hold about you (Art. 15 GDPR),',
      'have incorrect data corrected (Art. 16 GDPR),',
      'have your data deleted (Art. 17 GDPR) or its processing restricted (Art. 18 GDPR),',
      'receive your data in a portable format (Art. 20 GDPR),',
      'lodge a complaint with a data protection supervisory authority, for example the State Commissioner for Data Protection and Access to Information of Brandenburg (Art. 77 GDPR).',
    ],
    objectionHeading: 'Your right to object (Art. 21 GDPR)',
    objection:
      'Where we process your data on the basis of our legitimate interests (Art. 6(1)(f) GDPR), as with the server logs, you have the right to object to this processing at any time on grounds relating to your particular situation. We will then no longer process the data unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims. A message to the contact details below is enough.',
    contactHeading: 'Contact for privacy questions',
    contactText: 'For questions about data protection or to exercise your rights, please contact us:',
  },
  terms: {
    heading: 'Terms and conditions',
    intro: 'These terms apply to the use of this website and, unless otherwise agreed in writing, to our services.',
    scopeHeading: 'Scope',
    scope:
      'These terms apply to all contracts between the company named in our legal notice and its business clients. Differing terms of our clients apply only if we have expressly agreed to them in writing.',
    servicesHeading: 'Our services',
    services:
      'The scope of each service is set out in the individual offer or contract. The descriptions on this website are for information only and do not constitute a binding offer.',
    disclaimerHeading: 'Limitation of liability',
    disclaimer:
      'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under any guarantee we have given, and under the German Product Liability Act (Produkthaftungsgesetz). In cases of slight negligence we are liable only for the breach of an essential contractual obligation (cardinal obligation), that is, an obligation whose fulfilment makes the proper performance of the contract possible in the first place and on whose fulfilment the client may regularly rely; in that case our liability is limited to the foreseeable damage typical for this kind of contract. Otherwise our liability is excluded.',
    contentHeading: 'Content of this website',
    content:
      'We prepare the content of this website with care but cannot guarantee that it is complete, correct and up to date. We are not responsible for the content of external websites we link to.',
    lawHeading: 'Applicable law and place of jurisdiction',
    law: 'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG). The place of jurisdiction for all disputes with merchants, legal entities under public law and special funds under public law is Potsdam.',
    keyPointsHeading: 'Key points at a glance',
    keyPoints: [
      'The individual contract or offer defines what we deliver.',
      'Information on this website is not a binding offer.',
      'We are liable without limitation for intent, gross negligence and personal injury; for slight negligence, only for essential contractual obligations and up to the typical, foreseeable damage.',
      'German law applies, without the UN Sales Convention (CISG); the court of jurisdiction is Potsdam.',
    ],
  },
  impressum: {
    heading: 'Legal notice (Impressum)',
    intro: 'Information pursuant to § 5 of the German Digitale-Dienste-Gesetz (DDG).',
    providerHeading: 'Service provider',
    representedBy: 'Represented by the management',
    contactHeading: 'Contact',
    registerHeading: 'Commercial register',
    registerCourt: 'Register court',
    registerNumber: 'Register number',
    euid: 'EUID',
    vatHeading: 'VAT identification number',
    vatText: 'VAT identification number according to § 27a of the German VAT Act (UStG)',
    purposeHeading: 'Business purpose',
    purposeIntro: 'As entered in the commercial register (in German):',
    permitsHeading: 'Permits and supervisory authorities',
    permits: {
      propertyBrokerage:
        'Permit under § 34c of the German Trade Regulation Act (GewO): brokerage of property and loans, residential property management',
      mortgageBrokerage: 'Permit under § 34i GewO: brokerage of consumer mortgage loans',
      energyTrading: 'Licence or registration for trading energy on behalf of clients',
    },
    authority: 'Supervisory authority',
    responsibleHeading: 'Responsible for the content',
    responsibleText: 'Responsible for the content pursuant to § 18(2) of the German Interstate Media Treaty (MStV):',
    disputeHeading: 'Consumer dispute resolution',
    disputeText:
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
  },
};
