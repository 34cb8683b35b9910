import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * The event's payload exactly as the client sent it. Unlike @MessageBody() it is not a 'body'
 * parameter, so the app's global pipes (control characters, DTO validation) do not run on it
 * before the handler: a refusal thrown there would bypass the handler's ack (Nest answers with an
 * 'exception' event and logs an ERROR), and the write limit must be counted before any check.
 * A handler taking this parameter validates the payload itself and answers refusals in its ack.
 */
export const SocketPayload = createParamDecorator((_: unknown, context: ExecutionContext): unknown => context.switchToWs().getData());
