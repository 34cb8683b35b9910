import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { FILE_STORE } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

/** Provides the FileStore: local disk under DATA_DIR/uploads (the embedded default and tests). */
@Module({
  providers: [
    { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalFileStore(join(config.DATA_DIR, 'uploads')) },
  ],
  exports: [FILE_STORE],
})
export class StorageModule {}
