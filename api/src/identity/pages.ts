// The provider's pages, in French, in the site's colours. No script runs on them except the logout auto-submit.
import { createHash } from 'node:crypto';
import { escapeMarkup as escapeHtml } from '../lib/escape-markup';
import { realmPath } from '../lib/sign-in-realm';

import { chatUserNamePattern as userNamePattern } from '@zu/shared-contract/constants';

const frame = (title: string, body: string) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ZUnivers Hardcore</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: radial-gradient(circle at 30% 20%, #2c1566, #0f0b1f 60%); color: #f1edff; font-family: system-ui, 'Segoe UI', Roboto, Arial, sans-serif; }
  main { width: min(26rem, calc(100vw - 2rem)); background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.15); border-radius: 16px; padding: 2rem; box-shadow: 0 20px 60px rgba(0,0,0,.4); }
  h1 { margin: 0 0 .25rem; font-size: 1.6rem; } p { color: #cfc6ee; line-height: 1.5; }
  label { display: block; font-weight: 600; margin: 1.25rem 0 .4rem; }
  input { box-sizing: border-box; width: 100%; padding: .7rem .8rem; border-radius: 8px; border: 1px solid #8a63f6; background: #140f2a; color: #fff; font-size: 1rem; }
  input:focus { outline: 2px solid #ffbd1c; outline-offset: 1px; }
  .hint { font-size: .85rem; color: #a99fcf; margin-top: .4rem; }
  .error { background: #4a1020; border: 1px solid #e05a6a; color: #ffd7dc; padding: .6rem .8rem; border-radius: 8px; margin-top: 1rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .75rem; border-radius: 8px; border: 0; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .primary { background: #f59b03; color: #1b0c42; } .secondary { background: transparent; color: #f1edff; border: 1px solid rgba(255,255,255,.3); }
  .badge { display: inline-block; font-size: .75rem; letter-spacing: .08em; text-transform: uppercase; color: #ffd146; font-weight: 700; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

export function loginPage(uid: string, options: { error?: string; userName?: string } = {}): string {
  const action = `${realmPath}/interaction/${encodeURIComponent(uid)}`;
  return frame(
    'Connexion',
    `<span class="badge">Environnement de développement</span>
<h1>Connexion</h1>
<p>Connecte-toi avec ton nom d'utilisateur du chat de la communauté.</p>
<form method="post" action="${action}/login" autocomplete="off">
  <label for="username">Nom d'utilisateur du chat</label>
  <input id="username" name="username" required autofocus pattern="${userNamePattern}" minlength="2" maxlength="32" value="${escapeHtml(options.userName ?? '')}" aria-describedby="username-hint">
  <div id="username-hint" class="hint">2 à 32 caractères : lettres minuscules, chiffres, « _ » ou « . »</div>
  ${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
  <div class="actions">
    <button class="primary" type="submit">Se connecter</button>
  </div>
</form>
<form method="post" action="${action}/abort"><div class="actions"><button class="secondary" type="submit">Annuler</button></div></form>`,
  );
}

/** Submits the provider's logout form at once (the site asks for no confirmation): the pages' only script. */
const logoutScript =
  "(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();";

/** The one inline script the provider's pages run, as a Content-Security-Policy source (its SHA-256). */
export const logoutScriptSource = `'sha256-${createHash('sha256').update(logoutScript).digest('base64')}'`;

export function logoutPage(form: string): string {
  return frame(
    'Déconnexion',
    `<h1>Déconnexion…</h1><p>Tu vas être redirigé vers le site.</p>${form}
<noscript><p>Valide pour te déconnecter : <button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">Se déconnecter</button></p></noscript>
<script>${logoutScript}</script>`,
  );
}

/** After a logout that names no page of the site to return to. */
export function logoutDonePage(): string {
  return frame('Déconnexion', '<h1>Tu es déconnecté</h1><p>Tu peux fermer cette page et revenir sur le site.</p>');
}

/** A sign-in or logout request the provider refuses (unknown client, page outside the site…). */
export function providerErrorPage(message: string): string {
  return frame('Erreur de connexion', `<h1>Erreur de connexion</h1><p>${escapeHtml(message)}</p>`);
}

export const invalidUserNameMessage = 'Nom invalide : 2 à 32 caractères, lettres minuscules, chiffres, « _ » ou « . »';
