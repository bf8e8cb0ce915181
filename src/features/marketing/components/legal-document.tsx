// Renders a legal text (terms of use, privacy notice) from its content sections.
import type { ReactNode } from 'react';
import type { LegalSection } from '../../../content/terms';

export function LegalDocument(props: {
  title: string;
  subtitle?: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  return (
    <main id="conteudo" className="container py-5">
      <article className="site-legal mx-auto">
        <h1 className="site-section-title">{props.title}</h1>
        {props.subtitle && <p className="lead">{props.subtitle}</p>}
        <p className="text-body-secondary small">{props.updated}</p>
        <p>{props.intro}</p>
        {props.sections.map((section) => (
          <section key={section.heading} className="mt-4">
            <h2 className="h4">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {props.children}
      </article>
    </main>
  );
}
