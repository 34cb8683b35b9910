import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, IsString, IsUUID, Matches, Max, Min, ValidateBy } from 'class-validator';
import {
  LEDGER_CHECKPOINT_FORMAT,
  type CheckpointVerdict,
  type CheckpointVerdictStatus,
  type LedgerCheckpointFile,
  type LedgerCheckpointHead,
  type LedgerCheckpointSummary,
  type LedgerCheckpointTrigger,
} from '@reagentswap/contracts';

const HEX_64 = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The 1 MB JSON body bound allows about 10,000 heads; the bound here only keeps the lookups finite. */
const MAX_HEADS = 100_000;

const isHead = (value: unknown): value is LedgerCheckpointHead =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'string' &&
  UUID.test(value[0]) &&
  Number.isSafeInteger(value[1]) &&
  (value[1] as number) >= 1 &&
  (value[1] as number) <= 2_147_483_647 &&
  typeof value[2] === 'string' &&
  HEX_64.test(value[2]);

/** A checkpoint file an admin kept (the download, unchanged), posted back to be verified. */
export class CheckpointFileDto implements LedgerCheckpointFile {
  @ApiProperty({ enum: [LEDGER_CHECKPOINT_FORMAT] })
  @IsIn([LEDGER_CHECKPOINT_FORMAT], { message: `format must be ${LEDGER_CHECKPOINT_FORMAT}: this is not a ledger checkpoint file` })
  format!: typeof LEDGER_CHECKPOINT_FORMAT;

  @ApiProperty() @IsUUID() id!: string;
  @ApiProperty() @IsString() @IsISO8601({ strict: true }) createdAt!: string;
  @ApiProperty() @IsInt() @Min(0) @Max(Number.MAX_SAFE_INTEGER) sequence!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_HEADS) accountCount!: number;
  @ApiProperty() @IsString() @Matches(HEX_64, { message: 'headHash must be 64 lowercase hex digits' }) headHash!: string;
  @ApiProperty()
  @IsString()
  @Matches(/^[0-9a-f]{16}$/, { message: 'keyFingerprint must be 16 lowercase hex digits' })
  keyFingerprint!: string;
  @ApiProperty() @IsString() @Matches(HEX_64, { message: 'signature must be 64 lowercase hex digits' }) signature!: string;

  @ApiProperty({ description: '[account id, last sequence, hash (hex)] per stream', type: 'array', items: { type: 'array' } })
  @IsArray()
  @ArrayMaxSize(MAX_HEADS)
  @ValidateBy({
    name: 'checkpointHeads',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every(isHead),
      defaultMessage: () => 'heads must list [account id, sequence, 64 hex digits] per stream',
    },
  })
  heads!: LedgerCheckpointHead[];
}

export class CheckpointSummaryDto implements LedgerCheckpointSummary {
  @ApiProperty() id!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ description: 'Events covered: the sum of every stream’s last sequence' }) sequence!: number;
  @ApiProperty() accountCount!: number;
  @ApiProperty() headHash!: string;
  @ApiProperty() keyFingerprint!: string;
  @ApiProperty() signature!: string;
  @ApiProperty({ enum: ['scheduled', 'admin'] }) trigger!: LedgerCheckpointTrigger;
  @ApiProperty({ nullable: true, type: String }) createdBy!: string | null;
}

export class CheckpointVerdictDto implements CheckpointVerdict {
  @ApiProperty() checkpointId!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() sequence!: number;
  @ApiProperty({ enum: ['verified', 'invalid', 'mismatch'] }) status!: CheckpointVerdictStatus;
  @ApiProperty() message!: string;
}
