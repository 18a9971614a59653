import type { RequestAuth } from './auth-guard';

/** Who makes a row (product §17): the member signed in, named as they are now. */
export type Maker = { createdBy: string; createdByName: string };

export const makerOf = ({ memberId, memberName }: RequestAuth): Maker => ({
  createdBy: memberId,
  createdByName: memberName,
});
