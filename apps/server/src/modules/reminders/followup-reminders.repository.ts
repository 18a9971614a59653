// The follow-ups table has one writer, its own repository: the reminder job records there
// which follow-ups have their notification.
export { markFollowupsNotified } from '../followups/followups.repository';
