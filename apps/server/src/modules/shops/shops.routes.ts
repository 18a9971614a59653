import { settingsInput, userResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { optionalImageFile } from '../files/image-file.schema';
import { updateSettings } from './shops.service';

const settingsBody = z.object({ ...settingsInput.shape, shopImage: optionalImageFile });

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
