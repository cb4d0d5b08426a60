import { useId, useState } from 'react';

export type FaqItem = { question: string; answer: string };

/**
 * A single-open accordion (spec §2 "FAQ"): opening one question closes the one that was
 * open. Each question is a real button (Enter and Space work) with aria-expanded and
 * aria-controls pointing at its answer region.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="faq">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${id}-q-${index}`;
        const panelId = `${id}-a-${index}`;
        return (
          <div key={item.question} className="faq__item">
            <h2 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq__answer"
              hidden={!open}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
