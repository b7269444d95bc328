import type { Migration } from '../../db/migrate.js'

/**
 * The data layer's tables, in SQL that PGlite and PostgreSQL both run. Addresses and hashes are
 * stored lowercased; amounts are decimal text because uint256 outgrows every JS number type the
 * two drivers hand back; times are Unix seconds, the chain's own unit.
 */
export const dataMigrations: readonly Migration[] = [
  {
    id: 'data-001-index',
    up: `
      CREATE TABLE IF NOT EXISTS data_blocks (
        chain_id text NOT NULL,
        number bigint NOT NULL,
        hash text NOT NULL,
        parent_hash text NOT NULL,
        mined_at bigint NOT NULL,
        PRIMARY KEY (chain_id, number)
      );
      CREATE TABLE IF NOT EXISTS data_transactions (
        chain_id text NOT NULL,
        hash text NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        mined_at bigint NOT NULL,
        from_address text NOT NULL,
        to_address text,
        contract_address text,
        value text NOT NULL,
        has_input boolean NOT NULL,
        status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
        PRIMARY KEY (chain_id, hash)
      );
      CREATE INDEX IF NOT EXISTS data_transactions_block ON data_transactions (chain_id, block_number);
      CREATE TABLE IF NOT EXISTS data_token_transfers (
        chain_id text NOT NULL,
        tx_hash text NOT NULL,
        log_index integer NOT NULL,
        block_number bigint NOT NULL,
        token_address text NOT NULL,
        from_address text NOT NULL,
        to_address text NOT NULL,
        amount text NOT NULL,
        PRIMARY KEY (chain_id, tx_hash, log_index)
      );
      CREATE INDEX IF NOT EXISTS data_token_transfers_block ON data_token_transfers (chain_id, block_number);
      CREATE TABLE IF NOT EXISTS data_account_transactions (
        chain_id text NOT NULL,
        address text NOT NULL,
        tx_hash text NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        PRIMARY KEY (chain_id, address, tx_hash)
      );
      CREATE INDEX IF NOT EXISTS data_account_transactions_page
        ON data_account_transactions (chain_id, address, block_number DESC, tx_index DESC);
      CREATE INDEX IF NOT EXISTS data_account_transactions_block ON data_account_transactions (chain_id, block_number);
      CREATE TABLE IF NOT EXISTS data_tokens (
        chain_id text NOT NULL,
        address text NOT NULL,
        name text NOT NULL,
        symbol text NOT NULL,
        decimals integer,
        first_seen_block bigint NOT NULL,
        PRIMARY KEY (chain_id, address)
      );
      CREATE TABLE IF NOT EXISTS data_settings (
        name text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    // ERC-721: every Transfer (who holds a token is the receiver of its latest one), each token's
    // URI as read when it was first seen, and the collections the operator flags as spam.
    id: 'data-002-nfts',
    up: `
      CREATE TABLE IF NOT EXISTS data_nft_transfers (
        chain_id text NOT NULL,
        tx_hash text NOT NULL,
        log_index integer NOT NULL,
        block_number bigint NOT NULL,
        contract_address text NOT NULL,
        token_id numeric(78, 0) NOT NULL,
        from_address text NOT NULL,
        to_address text NOT NULL,
        PRIMARY KEY (chain_id, tx_hash, log_index)
      );
      CREATE INDEX IF NOT EXISTS data_nft_transfers_to ON data_nft_transfers (chain_id, to_address);
      CREATE INDEX IF NOT EXISTS data_nft_transfers_from ON data_nft_transfers (chain_id, from_address);
      CREATE INDEX IF NOT EXISTS data_nft_transfers_block ON data_nft_transfers (chain_id, block_number);
      CREATE TABLE IF NOT EXISTS data_nft_tokens (
        chain_id text NOT NULL,
        contract_address text NOT NULL,
        token_id numeric(78, 0) NOT NULL,
        token_uri text,
        first_seen_block bigint NOT NULL,
        PRIMARY KEY (chain_id, contract_address, token_id)
      );
      CREATE TABLE IF NOT EXISTS data_nft_spam (
        chain_id text NOT NULL,
        contract_address text NOT NULL,
        PRIMARY KEY (chain_id, contract_address)
      );
    `,
  },
]
