// HTML text helpers, shared with the public site's server bundle (which writes the page's head).
export { escapeHtml, jsonForScript, metaTag } from '@skp/shared';
