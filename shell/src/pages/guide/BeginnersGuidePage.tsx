import { ContentPageHeader } from '../../features/content/components/ContentPageHeader';
import { ContentSection } from '../../features/content/components/ContentSection';
import { TocLayout } from '../../features/content/components/TocLayout';
import { guideSections } from '../../features/guide/model/guide-sections';

export default function BeginnersGuidePage() {
  return (
    <>
      <ContentPageHeader
        title="Guide du débutant"
        eyebrow="Bien commencer"
        lead="Le mode hardcore reprend les règles du jeu de cartes de la communauté, avec une exigence de plus : la régularité. Voici, étape par étape, comment bâtir ta collection sans jamais tout perdre."
      />
      <TocLayout entries={guideSections}>
        {guideSections.map((section) => (
          <ContentSection key={section.id} id={section.id} title={section.title}>
            {section.content}
          </ContentSection>
        ))}
      </TocLayout>
    </>
  );
}
