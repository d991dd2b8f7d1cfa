/**
 * The id of the `<script type="application/json">` element in which the server sends the answers of a page's
 * queries along with the page it drew (decision 010). A data block, not a script: the page's Content Security
 * Policy allows no inline script, and the browser never runs it.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
