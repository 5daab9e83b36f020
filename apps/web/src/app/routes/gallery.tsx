import { useParams } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';
import { GalleryPage } from '../../features/gallery/components/gallery-page';

export function Component() {
  const { slug } = useParams();
  return (
    <>
      <PageMeta />
      <GalleryPage slug={slug} />
    </>
  );
}
