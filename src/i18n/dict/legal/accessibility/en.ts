/** English copy of the accessibility statement (BFSG, Anlage 3 Nr. 1); part of the legal pages' words (../en.ts). */
export const accessibilityEn = {
  accessibility: {
    heading: 'Accessibility statement',
    intro:
      'We want everyone to be able to use this website, including people with disabilities. This statement describes the website, which requirements it follows, how we check them, which barriers we know of and how you can reach us about them.',
    basis: {
      applies:
        'We provide this information under § 14(1) no. 2 and Annex 3 no. 1 of the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG), whose requirements have applied since 28 June 2025.',
      voluntary:
        'We publish this statement voluntarily, following Annex 3 no. 1 of the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG).',
    },
    serviceHeading: 'About this website',
    service: [
      'This website presents our group and its services in English, German and Turkish: IT, energy trading, real estate, human resources, networking, research and development, and green energy. You can send us an enquiry through the contact form and apply to us through the application form. The site also carries our news and our open positions.',
      'No contract is concluded on this website: after your enquiry, a contact person from the team in charge gets back to you, advises you in conversation and makes you an offer; a contract follows only after that, in writing or by e-mail.',
      'Texts, links and forms are plain HTML and also work without JavaScript. At the top of every page you can choose one of the three languages and switch between a light and a dark theme; the first link of every page skips straight to its content.',
    ],
    standardHeading: 'Requirements and status',
    standard:
      'The requirements follow from the BFSG and its implementing regulation (BFSGV). For web content we base our work on the European standard EN 301 549 V3.2.1, whose requirements for web content are those of the Web Content Accessibility Guidelines (WCAG) 2.1 at conformance level AA. Beyond that, we work towards WCAG 2.2 at level AA.',
    status:
      'In our own assessment, this website partly meets these requirements; the limitations are listed below. So far the assessment rests on automated tests only; a review by people, including with screen readers, is still to come.',
    checksHeading: 'How we check accessibility',
    checksIntro: 'Our automated tests check the website in a real browser:',
    checks: [
      'Every page, in English, German and Turkish, is audited with the axe-core tool against the automatically testable criteria of WCAG 2.2 level AA: in the light theme and at the width of a phone, and for colour contrast in the dark theme as well. A single violation fails the tests. News articles and job openings we publish through our editor are not tested one by one; they use the same tested page templates.',
      'Keyboard: on one page of each kind – the home page, a service page, the contact page, a legal page and the globe demo – in English, German and Turkish, the tests reach every link and button with the Tab key and check that the focus is visible; they also check the link that skips to the content, and that the menus open and close with the keyboard, the Esc key included.',
      'Accessible names: the tests find links, buttons, form fields and the places in the list on the home page by the names that screen readers announce.',
      'Motion: the tests check that the globe stands still when your device asks for reduced motion.',
    ],
    checksNote:
      'Automated tests cannot find every barrier. This statement is based on a self-assessment. No one has yet tested the website by hand: not with a screen reader, screen magnification or speech input, and not with the keyboard alone. The automated keyboard tests cover only the pages named above.',
    limitsHeading: 'Known limitations',
    limits: [
      'The globe behind the pages is a decorative picture, drawn with WebGL or on a 2D canvas. It is hidden from screen readers and carries no information of its own. The places it marks are also links on the home page, in a list that is named for screen readers and can be reached with the keyboard, and our real estate page describes our work abroad in text. On the home page the globe turns: the button beside it pauses it, and it stands still if your device asks for reduced motion.',
      'The globe demo shows variants of the globe for presentations. Its settings are labelled form controls that work with the keyboard, but the globes themselves are purely visual, so blind people cannot use the demo. The places it shows are listed on the home page, and on request we present the content of the presentation to you in text or in conversation.',
    ],
    reportHeading: 'Report a barrier',
    report:
      'If you come across a barrier on this website, or need information from it in another form, please tell us. The quickest way is our contact form: the link below opens it with the topic “Accessibility of this website” already chosen. You can also write to us or call us. On working days (Monday to Friday) we usually reply within {{hours}} hours.',
    reportLink: 'Report a barrier',
    enforcementHeading: 'Enforcement procedure',
    enforcement:
      'If you believe that this website does not meet the accessibility requirements and that you therefore cannot use it, or only with restrictions, you can ask the market surveillance authority to take action against us (§ 32(1) BFSG). You may also instruct an association recognised under § 15(3) of the German Disability Equality Act (Behindertengleichstellungsgesetz) or a body under § 3(1) sentence 1 no. 1 of the German Injunctions Act (Unterlassungsklagengesetz), such as a qualified consumer association, to make the application on your behalf or in your place. The authority responsible is the German federal states’ joint market surveillance authority for accessibility:',
    conciliation:
      'You can also apply for free conciliation proceedings before the conciliation body under § 16 of the Disability Equality Act (§ 34 BFSG). You can reach the conciliation body at:',
    website: 'Website',
  },
};
