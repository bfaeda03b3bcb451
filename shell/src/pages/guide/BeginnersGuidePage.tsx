import { ContentPageHeader } from '../../features/content/components/ContentPageHeader';
import { ContentSection } from '../../features/content/components/ContentSection';
import { TocLayout } from '../../features/content/components/TocLayout';
import { getRuntimeConfig } from '@zu/shared-platform';
import { guideLead, guideSections } from '../../features/guide/model/guide-sections';

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
