import { t, type MessageId } from '../../i18n';

const WORDS = {
  previous: 'common.ui.previous',
  next: 'common.ui.next',
} as const satisfies Record<string, MessageId>;

/**
 * Previous or Next inside a pagination control. On a phone the word gives way to an arrow so
 * that both steps and five page numbers fit one row; the word stays as the accessible name.
 */
export function StepLabel({ direction }: { direction: keyof typeof WORDS }) {
  return (
    <>
      <span className="pagination-step__arrow" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <path
            d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="pagination-step__word">{t(WORDS[direction])}</span>
    </>
  );
}
