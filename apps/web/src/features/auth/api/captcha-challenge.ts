import { routes } from '@mp/contract/routes';
import type { CaptchaChallenge } from '@mp/contract/schemas/access';
import { apiRequest } from '@/api/client';

export async function getCaptchaChallenge(signal: AbortSignal): Promise<CaptchaChallenge> {
  const { data } = await apiRequest(routes.captchaChallenge, {}, { signal });
  return data;
}
