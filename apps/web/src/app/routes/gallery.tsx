import { galleryCategoryName } from '@skp/shared';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';
import { GalleryPage, isGallerySlug } from '../../features/gallery/components/gallery-page';

export function Component() {
  const { slug } = useParams();
  const name = isGallerySlug(slug) ? galleryCategoryName(slug) : 'Gallery not found';
  return (
    <>
      <PageMeta title={`${name} Gallery`} description={`Photos of ${name} at S.K.P. Vidya Vihar, Deoghar.`} />
      <GalleryPage slug={slug} />
    </>
  );
}
