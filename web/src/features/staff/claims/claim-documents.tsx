import type { ClaimDocument } from '@trusthive/contracts';

const TITLES: Record<ClaimDocument['kind'], string> = {
  'director-id-proof': 'Director ID proof',
  'business-proof': 'Business proof',
};

/**
 * The claim's two documents, inline: an image as an <img>, a PDF in a frame. Both load from
 * the authenticated staff route (the session cookie goes with them; the file has no public
 * URL), which answers no-store, so nothing keeps a copy.
 */
export function ClaimDocuments({ documents }: { documents: ClaimDocument[] }) {
  return (
    <div className="staff-claim__documents">
      {documents.map((document) => (
        <figure key={document.kind} className="staff-claim__document">
          <figcaption>{TITLES[document.kind]}</figcaption>
          {document.contentType.startsWith('image/') ? (
            <img src={document.url} alt={TITLES[document.kind]} />
          ) : (
            <iframe src={document.url} title={TITLES[document.kind]} />
          )}
          <a href={document.url} target="_blank" rel="noreferrer">
            Open {TITLES[document.kind].toLowerCase()} in a new tab
          </a>
        </figure>
      ))}
    </div>
  );
}
