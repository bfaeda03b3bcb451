import { ContentPageHeader, ContentSection, TocLayout } from '../../features/content';
import { getRuntimeConfig } from '@zu/shared-platform';
import { guideLead, guideSections } from '../../features/guide';

export default function BeginnersGuidePage() {
  const { ruleSet } = getRuntimeConfig();
  const sections = guideSections(ruleSet);
  return (
    <>
      <ContentPageHeader title="Guide du débutant" eyebrow="Bien commencer" lead={guideLead(ruleSet)} />
      <TocLayout entries={sections}>
        {sections.map((section) => (
          <ContentSection key={section.id} id={section.id} title={section.title}>
            {section.content}
          </ContentSection>
        ))}
      </TocLayout>
    </>
  );
}
