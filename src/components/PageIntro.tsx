/** The id of a page's h1: the page's <article> names itself by it (aria-labelledby). */
export const pageHeadingId = 'page-heading';

/** A page's opening: an optional eyebrow line, the page's one h1 and its lead paragraph. */
export function PageIntro({ heading, lead, eyebrow }: { heading: string; lead: string; eyebrow?: string | undefined }) {
  return (
    <header className="page-intro">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id={pageHeadingId}>{heading}</h1>
      <p className="lead">{lead}</p>
    </header>
  );
}
