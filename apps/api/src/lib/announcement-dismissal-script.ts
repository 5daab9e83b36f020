import { createHash } from 'node:crypto';
import { ANNOUNCEMENTS_DISMISSIBLE_CLASS, DISMISSED_ANNOUNCEMENTS_STORAGE_KEY } from '@skp/shared';

/**
 * Runs in <head>, before the first paint, so a banner the visitor dismissed never flashes on the next
 * page: it hides the dismissed keys with a style and marks <html> so the dismiss buttons show (without
 * this script nothing could remember the dismissal, so no button is offered). Inline because a
 * module script runs after the first paint; the CSP allows exactly this text by its hash.
 */
export const ANNOUNCEMENT_DISMISSAL_SCRIPT =
  `(function(){var d=document.documentElement;d.classList.add(${JSON.stringify(ANNOUNCEMENTS_DISMISSIBLE_CLASS)});` +
  `try{var k=JSON.parse(localStorage.getItem(${JSON.stringify(DISMISSED_ANNOUNCEMENTS_STORAGE_KEY)})||'[]');` +
  `if(!Array.isArray(k))return;k=k.filter(function(x){return typeof x==='string'&&/^[\\w:-]+$/.test(x)});` +
  `if(!k.length)return;var s=document.createElement('style');` +
  `s.textContent=k.map(function(x){return '[data-announcement-key="'+x+'"]'}).join(',')+'{display:none!important}';` +
  `document.head.appendChild(s)}catch(e){}})();`;

/** The CSP source that lets the browser run ANNOUNCEMENT_DISMISSAL_SCRIPT and no other inline script. */
export const ANNOUNCEMENT_DISMISSAL_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(ANNOUNCEMENT_DISMISSAL_SCRIPT).digest('base64')}'`;
