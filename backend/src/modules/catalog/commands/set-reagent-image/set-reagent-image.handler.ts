import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { FILE_STORE, type FileStore } from '../../../../shared/storage/file-store.js';
import { CATALOG_MESSAGES } from '../../domain/reagent-rules.js';
import { processReagentImage } from '../../images/image-processor.js';
import { IMAGE_MESSAGES } from '../../images/image-rules.js';
import { ReagentImageSchema } from '../../infrastructure/catalog.entities.js';
import { lockOwnedReagent, recordOwnerUpdate } from '../../infrastructure/owned-reagent.js';
import { loadReagentView } from '../../queries/reagent.view.js';
import { SetReagentImageCommand } from './set-reagent-image.command.js';

/**
 * Ownership is checked before any image work; the image is checked and re-encoded in memory; files
 * are written only once it is good, and removed again if the database update then fails. Files no
 * reagent refers to any more (a replaced image) are deleted after the commit.
 */
@CommandHandler(SetReagentImageCommand)
export class SetReagentImageHandler implements ICommandHandler<SetReagentImageCommand> {
  private readonly logger = new Logger('ReagentImages');

  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ actorId, reagentId, upload }: SetReagentImageCommand) {
    await this.em.transactional((tx) => lockOwnedReagent(tx, reagentId, actorId, CATALOG_MESSAGES.notOwnerEdit));
    if (upload !== null && upload.length === 0) throw ValidationFailedError.of('image', IMAGE_MESSAGES.missing);
    const image = upload ? await processReagentImage(upload) : undefined;
    const written = image ? [image.display.key, image.thumbnail.key] : [];
    for (const [i, key] of written.entries()) await this.files.put(key, i === 0 ? image!.display.data : image!.thumbnail.data);

    let replaced: string[];
    try {
      replaced = await this.em.transactional(async (tx) => {
        const reagent = await lockOwnedReagent(tx, reagentId, actorId, CATALOG_MESSAGES.notOwnerEdit);
        const previous = await tx.findOne(ReagentImageSchema, { reagentId });
        if (previous) tx.remove(previous);
        if (image) {
          await tx.flush();
          tx.create(ReagentImageSchema, {
            reagentId,
            displayKey: image.display.key,
            thumbnailKey: image.thumbnail.key,
            width: image.display.width,
            height: image.display.height,
          });
        }
        if (!previous && !image) return [];
        await recordOwnerUpdate(tx, reagent, ['image']);
        return previous ? [previous.displayKey, previous.thumbnailKey].filter((key) => !written.includes(key)) : [];
      });
    } catch (error) {
      await this.deleteUnreferenced(written);
      throw error;
    }
    this.relay.kick();
    await this.deleteUnreferenced(replaced);
    return (await loadReagentView(this.em, reagentId, { listedOnly: false }))!;
  }

  /** Content-hashed files may be shared by reagents with the same picture: delete only orphans. */
  private async deleteUnreferenced(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const rows = await this.em.execute<{ key: string }[]>(
      `select display_key as key from reagent_images where display_key in (?) union select thumbnail_key from reagent_images where thumbnail_key in (?)`,
      [keys, keys],
    );
    const referenced = new Set(rows.map((r) => r.key));
    for (const key of keys.filter((k) => !referenced.has(k))) {
      await this.files.delete(key).catch((error: unknown) => this.logger.warn(`Could not delete ${key}: ${String(error)}`));
    }
  }
}
