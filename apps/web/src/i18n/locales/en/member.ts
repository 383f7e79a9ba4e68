import { account } from './account';
import { dashboard } from './dashboard';
import { inbox } from './inbox';
import { payments } from './payments';
import { reference } from './reference';
import { stays } from './stays';

/** The member screens' texts: their own chunk, loaded once someone is signed in. */
export const member = {
  account,
  dashboard,
  inbox,
  payments,
  reference,
  stays,
};
