import { ContentPageHeader, ContentSection, TocLayout } from '../../features/content';
import { conductSections } from '../../features/code-of-conduct';

export default function CodeOfConductPage() {
  return (
    <>
      <ContentPageHeader
        title="Code de conduite"
        eyebrow="À propos"
        lead="Le jeu est gratuit et vit grâce à sa communauté. Ces règles valent sur le serveur communautaire, dans les commandes du bot et sur ce site. Elles tiennent en une phrase : joue honnêtement et respecte les autres."
      />
      <TocLayout entries={conductSections}>
        {conductSections.map((section, index) => (
          <ContentSection key={section.id} id={section.id} title={section.title} marker={`${index + 1}.`}>
            {section.content}
          </ContentSection>
        ))}
      </TocLayout>
    </>
  );
}
