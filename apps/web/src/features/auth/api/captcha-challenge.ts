import { accessRoutes } from '@mp/contract/access/routes';
import type { CaptchaChallenge } from '@mp/contract/access/schemas';
import { apiRequest } from '@/api/client';

export async function getCaptchaChallenge(signal: AbortSignal): Promise<CaptchaChallenge> {
  const { data } = await apiRequest(accessRoutes.captchaChallenge, {}, { signal });
  return data;
}
