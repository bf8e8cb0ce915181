// An accordion with one item open at a time (as on the first site): the first starts open, clicking
// the open item closes it, clicking another opens that one. Bootstrap's look, no animation library.
import { useId, useState } from 'react';

/** An item: its title on the button, its text the paragraph it opens. */
export interface AccordionItem {
  title: string;
  text: string;
}

export function Accordion(props: {
  items: readonly AccordionItem[];
  /** Level of the item headings, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const id = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const Heading = `h${props.headingLevel ?? 3}` as const;

  return (
    <div className={`accordion site-accordion ${props.className ?? ''}`}>
      {props.items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${id}-button-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div className="accordion-item" key={item.title}>
            <Heading className="accordion-header">
              <button
                id={buttonId}
                type="button"
                className={`accordion-button${open ? '' : ' collapsed'}`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.title}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!open}
            >
              <div className="accordion-body">
                <p className="mb-0">{item.text}</p>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
