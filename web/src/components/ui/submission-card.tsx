import type { ReactNode } from 'react';

type SubmissionCardProps = {
  /** The heading's id, which names the section. */
  headingId: string;
  title: ReactNode;
  /** A class of the card's own, beside submission-card. */
  className?: string;
  /** 'status' where the card is the answer to what was just sent, read out as it shows. */
  role?: 'status';
  children: ReactNode;
};

/** A card of the submission and account pages: a section named by its own heading. */
export function SubmissionCard({
  headingId,
  title,
  className,
  role,
  children,
}: SubmissionCardProps) {
  return (
    <section
      className={className ? `submission-card ${className}` : 'submission-card'}
      role={role}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="submission-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
