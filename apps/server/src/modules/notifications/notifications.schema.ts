import { NOTIFICATION_PAGE_SIZE, pageQuery } from '@khatabill/domain';
import { z } from 'zod';

export const pendingQuery = pageQuery(NOTIFICATION_PAGE_SIZE);
export const notificationParams = z.object({ id: z.string() });
