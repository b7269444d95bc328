import { GRID_COLUMNS, GRID_ROW_HEIGHT, TILE_IMAGE_SIZE } from './WalletGrid.js'

/** The list area's height: a little under four rows of tiles, so the cut row shows there is more. */
const LIST_HEIGHT = 440
const NAME_LINE_HEIGHT = 15
/** Centres a 56 px image, the 6 px gap and a two-line name in the tile. */
const TILE_PADDING_TOP = Math.floor((GRID_ROW_HEIGHT - 8 - TILE_IMAGE_SIZE - 6 - 2 * NAME_LINE_HEIGHT) / 2)

/** AllWallets' own styles: the search box, the fixed-height list area and the tiles. */
export const allWalletsCss = /* css */ `
.pc-allwallets { display: flex; flex-direction: column; gap: 12px; }
.pc-allwallets-search { position: relative; }
.pc-allwallets-search-icon { position: absolute; inset-inline-start: 12px; top: 50%; transform: translateY(-50%); display: inline-flex; color: var(--pc-fg-2); pointer-events: none; }
.pc-allwallets-search input::-webkit-search-cancel-button { cursor: pointer; }
.pc-allwallets-list { height: ${LIST_HEIGHT}px; display: flex; flex-direction: column; }
.pc-allwallets-scroll { flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 2px; margin: -2px; }
.pc-allwallets-row {
  position: absolute; top: 0; inset-inline-start: 0; width: 100%; height: ${GRID_ROW_HEIGHT - 8}px;
  display: grid; grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); gap: 8px;
}
/* Laid out from the top, so every icon of a row sits on one line whether its name takes one line or
   two; the padding centres a tile whose name takes two. */
.pc-allwallets-tile {
  all: unset; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; gap: 6px;
  width: 100%; height: ${GRID_ROW_HEIGHT - 8}px; padding: ${TILE_PADDING_TOP}px 4px 0; border-radius: var(--pc-radius-item);
  background: var(--pc-surface-1); color: var(--pc-fg-1); cursor: pointer; transition: background var(--pc-header-ms);
}
button.pc-allwallets-tile:hover { background: var(--pc-surface-2); }
/* The scroll box clips: the focus ring is drawn inside the tile's edge. */
.pc-allwallets-tile:focus-visible { outline-offset: -2px; }
/* A name wraps between words only, on at most two lines; what does not fit ends in an ellipsis (a
   single word too long for the tile on its own line). The tile's title holds the whole name. */
.pc-allwallets-name {
  max-width: 100%; font-size: 12px; font-weight: 500; line-height: ${NAME_LINE_HEIGHT}px; text-align: center;
  overflow: hidden; overflow-wrap: normal; word-break: normal; text-overflow: ellipsis;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.pc-allwallets-skeleton { display: grid; grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); gap: 8px; }
.pc-allwallets-skeleton-image, .pc-allwallets-skeleton-text { display: block; background: var(--pc-surface-3); animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-allwallets-skeleton-image { width: ${TILE_IMAGE_SIZE}px; height: ${TILE_IMAGE_SIZE}px; border-radius: 17px; }
.pc-allwallets-skeleton-text { width: 70%; height: 10px; border-radius: 5px; }
.pc-allwallets-message { flex: 1 1 auto; justify-content: center; padding-bottom: 48px; }
.pc-allwallets-footer { display: flex; align-items: center; justify-content: center; gap: 12px; padding: 12px 0 4px; }
`
