// Renders a legal text (terms of use, privacy notice) from its content sections.
import type { ReactNode } from 'react';
import type { LegalSection } from '../../../content/terms';

/** A legal text's content, as src/content holds it. */
export interface LegalText {
  title: string;
  subtitle?: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export function LegalDocument({ text, children }: { text: LegalText; children?: ReactNode }) {
  return (
    <main id="conteudo" className="container py-5">
      <article className="site-legal mx-auto">
        <h1 className="site-section-title">{text.title}</h1>
        {text.subtitle && <p className="lead">{text.subtitle}</p>}
        <p className="text-body-secondary small">{text.updated}</p>
        <p>{text.intro}</p>
        {text.sections.map((section) => (
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
        {children}
      </article>
    </main>
  );
}
