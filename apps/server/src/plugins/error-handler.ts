import { fieldErrors, isAppError } from '@khatabill/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z, ZodError } from 'zod';
import { describeFailure } from '../db/failure-log';
import {
  IMAGE_TOO_LARGE,
  REQUEST_TOO_LARGE,
  SOMETHING_WENT_WRONG,
  VALIDATION_FAILED,
} from '../messages';

/** `{message, errors?}`: the body of every failure (ApiErrorBody in the domain package). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Spread into a route's `response` schema to document its failures. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/**
 * The one place where failures become answers (DESIGN.md §4): `{message, errors?}` with
 * the right status, and never a stack trace or an internal message for a 5xx.
 */
function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    const message = Object.values(errors)[0] ?? VALIDATION_FAILED;
    return reply.status(400).send({ message, errors });
  }
  if (isAppError(error) && error.status < 500) {
    return reply
      .status(error.status)
      .send(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
      );
  }
  const status = clientErrorStatus(error);
  if (status === 413) {
    const isImage = 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
    return reply.status(413).send({ message: isImage ? IMAGE_TOO_LARGE : REQUEST_TOO_LARGE });
  }
  // Fastify's own 4xx (malformed JSON, unsupported media type) describe the request.
  if (status !== undefined) return reply.status(status).send({ message: error.message });

  request.log.error({ failure: describeFailure(error) }, 'request failed');
  return reply.status(500).send({ message: SOMETHING_WENT_WRONG });
}

function clientErrorStatus(error: FastifyError | Error): number | undefined {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorHandler, { name: 'error-handler' });
