import { useParams } from 'react-router';
import { DestinationHighlightPage } from '@/features/stays/components/destination-highlight-page';

export function Component() {
  const { id = '' } = useParams();
  return <DestinationHighlightPage key={id} id={/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN} />;
}
