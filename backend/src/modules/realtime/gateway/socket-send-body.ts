import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { strictValidationPipe } from '../../../shared/errors/validation.pipe.js';
import { RefuseControlCharactersPipe } from '../../../shared/http/input/control-characters.js';
import { assertValueBounds } from '../../../shared/http/input/json-bounds.js';
import { SendMessageDto } from '../../messaging/index.js';

const controlCharacters = new RefuseControlCharactersPipe();

const notAnObject = () => ValidationFailedError.of('body', 'body must be an object');

/**
 * A 'message:send' payload checked as POST /api/messages checks its body, with the same
 * ValidationFailedErrors (400 naming the field, REST's messages): the HTTP body's depth and key
 * bounds (neither a key flood nor a deep nesting reaches class-transformer), control characters
 * refused by the HTTP rule's own pipe, then SendMessageDto. Two differences, because no HTTP body
 * parser stands in front of a socket: anything but a plain object is refused here (express.json refuses
 * it for REST), and unknown keys are refused, naming the key, instead of being dropped.
 */
export async function checkedSendBody(payload: unknown): Promise<SendMessageDto> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw notAnObject();
  assertValueBounds(payload);
  controlCharacters.transform(payload, { type: 'body' });
  return (await strictValidationPipe.transform(payload, { type: 'body', metatype: SendMessageDto })) as SendMessageDto;
}
