import { useParams } from 'react-router';
import { ReadMessagePage } from '@/features/profile/components/read-message-page';

export function Component() {
  const { id = '' } = useParams();
  return <ReadMessagePage key={id} id={/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN} />;
}
