import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { RestrictedList } from '../domain/restricted-list.js';
import { loadRestrictedListDocument } from './restricted-list.source.js';

/** The restricted list, loaded (and checked) once at start: a broken file stops the start. */
@Injectable()
export class RestrictedListProvider implements OnModuleInit {
  private readonly logger = new Logger('Compliance');
  private loaded?: RestrictedList;

  async onModuleInit() {
    this.loaded = new RestrictedList(await loadRestrictedListDocument());
    this.logger.debug(`Restricted-substance list ${this.loaded.edition}: ${this.loaded.document.entries.length} entries`);
  }

  get list(): RestrictedList {
    if (!this.loaded) throw new Error('The restricted-substance list is not loaded yet');
    return this.loaded;
  }
}
