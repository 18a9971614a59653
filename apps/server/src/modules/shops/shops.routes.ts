import { settingsInput } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { userResponse } from '../shops/user.schema';
import { updateSettings } from './shops.service';

const settingsBody = settingsInput.extend({
  // The uploaded file in a multipart form; anything else here (say the current image URL
  // echoed back in JSON) is ignored.
  shopImage: z
    .unknown()
    .transform((value) => (Buffer.isBuffer(value) ? value : undefined))
    .optional()
    .meta({ description: 'Image file (multipart only): JPEG, PNG, WebP or GIF, at most 2 MB' }),
});

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings',
    {
      onRequest: app.requireShop,
      schema: {
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearer: [] }],
        body: settingsBody,
        response: { 200: userResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { shopImage, ...input } = request.body;
      const user = await updateSettings(app.db, {
        shopId: request.auth.shopId,
        input,
        image: shopImage,
        now: new Date(),
      });
      return { data: user };
    },
  );
};
