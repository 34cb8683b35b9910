import { Command } from '@nestjs/cqrs';
import type { SavedSearchAlertMode, SavedSearchFilter, SavedSearchView } from '@reagentswap/contracts';

/** 'Save this search' on /reagents: keeps the filters under a name, the member's 21st refused (ADR 0028). */
export class SaveSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly memberId: string,
    readonly name: string,
    readonly filter: SavedSearchFilter,
    readonly alertMode: SavedSearchAlertMode,
  ) {
    super();
  }
}

/** Renames one of the member's saved searches (another member's is not found). */
export class RenameSavedSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly memberId: string,
    readonly savedSearchId: string,
    readonly name: string,
  ) {
    super();
  }
}

/** Deletes one of the member's saved searches and its recorded matches. */
export class DeleteSavedSearchCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

/** The member ran the search (its 'Run' link): its new matches are seen. */
export class MarkSavedSearchRunCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}
