import {
  campaignImageResponse,
  campaignInput,
  campaignListResponse,
  campaignResponse,
  nullResponse,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { campaignImageBody, campaignParams } from './campaigns.schema';
import {
  createCampaign,
  deleteCampaign,
  endCampaign,
  getMyCampaign,
  listMyCampaigns,
  updateCampaign,
  uploadCampaignImage,
} from './campaigns.service';

/** A shop's own campaigns (/my-deals): `/campaigns/mine…`, shop only. */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];

  app.get(
    '/mine',
    { schema: { security, response: { 200: campaignListResponse, ...errorResponses } } },
    async (request) => ({
      data: await listMyCampaigns(app.db, { shopId: request.auth.shopId, now: new Date() }),
    }),
  );

  app.post(
    '/mine',
    {
      schema: {
        security,
        body: campaignInput,
        response: { 201: campaignResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const campaign = await createCampaign(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        input: request.body,
      });
      return reply.code(201).send({ data: campaign });
    },
  );

  app.post(
    '/mine/images',
    {
      schema: {
        security,
        consumes: ['multipart/form-data'],
        body: campaignImageBody,
        response: { 201: campaignImageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const stored = await uploadCampaignImage(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        upload: request.body.image,
        kind: request.body.kind,
      });
      return reply.code(201).send({ data: stored });
    },
  );

  app.get(
    '/mine/:id',
    {
      schema: {
        security,
        params: campaignParams,
        response: { 200: campaignResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getMyCampaign(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        campaignId: request.params.id,
      }),
    }),
  );

  app.put(
    '/mine/:id',
    {
      schema: {
        security,
        params: campaignParams,
        body: campaignInput,
        response: { 200: campaignResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateCampaign(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        campaignId: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/mine/:id/end',
    {
      schema: {
        security,
        params: campaignParams,
        response: { 200: campaignResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await endCampaign(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        campaignId: request.params.id,
      }),
    }),
  );

  app.delete(
    '/mine/:id',
    {
      schema: {
        security,
        params: campaignParams,
        response: { 200: nullResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteCampaign(app.db, { shopId: request.auth.shopId, campaignId: request.params.id });
      return { data: null };
    },
  );
};
