import {
  apiErrorBody,
  fieldErrors,
  isAppError,
  readMessage,
  type ApiErrorBody,
  type MessageCode,
} from '@khatabill/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { describeFailure } from '../db/failure-log';
import {
  IMAGE_TOO_LARGE,
  REQUEST_TOO_LARGE,
  SOMETHING_WENT_WRONG,
  VALIDATION_FAILED,
} from '../messages';

/** Spread into a route's `response` schema to document its failures. */
export const errorResponses = { '4xx': apiErrorBody, '5xx': apiErrorBody };

/**
 * The code of a text no catalogue has (a slip: every text the server throws is catalogued):
 * the web app, knowing no text for it, shows the English message.
 */
const UNCATALOGUED = 'uncatalogued';

/** An English text with its catalogue code (and params), or `fallback`'s code for a text it does not know. */
export function errorBody(
  message: string,
  fallback: MessageCode | typeof UNCATALOGUED = UNCATALOGUED,
): ApiErrorBody {
  return { message, ...(readMessage(message) ?? { code: fallback }) };
}

/** Fastify's own 4xx answers keep Fastify's message; their code names the kind of request. */
function fastifyErrorCode(status: number): MessageCode {
  if (status === 404) return 'notFound';
  if (status === 415) return 'unsupportedMediaType';
  return 'malformedRequest';
}

/**
 * The one place where failures become answers (product §12): `{message, code, params?,
 * errors?}` with the right status, and never a stack trace or an internal message for a 5xx.
 */
function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Either zod build's failure: the domain's schemas are zod/mini's, which has no ZodError.
  if (error instanceof z.core.$ZodError) {
    const errors = fieldErrors(error);
    // The first field's message names the failure; zod's own texts have no code of ours.
    const message = Object.values(errors)[0] ?? VALIDATION_FAILED;
    return reply.status(400).send({ ...errorBody(message, 'validationFailed'), errors });
  }
  if (isAppError(error) && error.status < 500) {
    const body = errorBody(error.message);
    return reply.status(error.status).send(error.errors ? { ...body, errors: error.errors } : body);
  }
  const status = clientErrorStatus(error);
  if (status === 413) {
    const isImage = 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
    return reply.status(413).send(errorBody(isImage ? IMAGE_TOO_LARGE : REQUEST_TOO_LARGE));
  }
  // Fastify's own 4xx (malformed JSON, unsupported media type) describe the request.
  if (status !== undefined) {
    return reply.status(status).send({ message: error.message, code: fastifyErrorCode(status) });
  }

  request.log.error({ failure: describeFailure(error) }, 'request failed');
  return reply.status(500).send(errorBody(SOMETHING_WENT_WRONG));
}

function clientErrorStatus(error: FastifyError | Error): number | undefined {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorHandler, { name: 'error-handler' });
