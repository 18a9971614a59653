// The mobiles of accounts, for the modules that add one (staff): a mobile is one account,
// an owner's, a staff member's or an admin's (ADR 033).
export { claimMobile, findAccountByMobile, releaseMemberMobile } from './auth.repository';
