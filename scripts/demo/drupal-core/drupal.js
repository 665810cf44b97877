/**
 * A hand-written imitation of Drupal core's core/misc/drupal.js (Drupal 10.3+), for the demo site's
 * Drupal-like host and the tests. Not Drupal's code: the same semantics for the parts the bundle meets.
 * Left out: deprecation helpers, Drupal.url.isLocal, encodePath,
 * elementIsVisible and the rest.
 *
 * As in core, drupalSettings and drupalTranslations are read once, when this script runs: the settings
 * loader and the translations file must come before it.
 */
window.Drupal = { behaviors: {}, locale: {} };

(function (Drupal, drupalSettings, drupalTranslations) {
  /** Rethrows later, so the caller carries on and the error still reaches the console and error handlers. */
  Drupal.throwError = function (error) {
    setTimeout(() => {
      throw error;
    }, 0);
  };

  /** Calls every behaviour's attach in registration order; one that throws does not stop the rest. */
  Drupal.attachBehaviors = function (context, settings) {
    context = context || document;
    settings = settings || drupalSettings;
    const behaviors = Drupal.behaviors;
    Object.keys(behaviors || {}).forEach((name) => {
      if (typeof behaviors[name].attach === 'function') {
        try {
          behaviors[name].attach(context, settings);
        } catch (error) {
          Drupal.throwError(error);
        }
      }
    });
  };

  /** Triggers: 'unload' (the default), 'move', 'serialize'. */
  Drupal.detachBehaviors = function (context, settings, trigger) {
    context = context || document;
    settings = settings || drupalSettings;
    trigger = trigger || 'unload';
    const behaviors = Drupal.behaviors;
    Object.keys(behaviors || {}).forEach((name) => {
      if (typeof behaviors[name].detach === 'function') {
        try {
          behaviors[name].detach(context, settings, trigger);
        } catch (error) {
          Drupal.throwError(error);
        }
      }
    });
  };

  Drupal.checkPlain = function (str) {
    return str.toString().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  };

  /** '@key' escaped, '!key' as it is, any other ('%key') escaped inside an <em class="placeholder">. */
  Drupal.formatString = function (str, args) {
    const processedArgs = {};
    Object.keys(args || {}).forEach((key) => {
      switch (key.charAt(0)) {
        case '@':
          processedArgs[key] = Drupal.checkPlain(args[key]);
          break;
        case '!':
          processedArgs[key] = args[key];
          break;
        default:
          processedArgs[key] = Drupal.theme('placeholder', args[key]);
          break;
      }
    });
    return Drupal.stringReplace(str, processedArgs, null);
  };

  /**
   * Longest key first; the text between the matches is searched for the shorter keys, so an inserted
   * value is never searched again.
   */
  Drupal.stringReplace = function (str, args, keys) {
    if (str.length === 0) {
      return str;
    }
    if (!Array.isArray(keys)) {
      keys = Object.keys(args || {});
      keys.sort((a, b) => a.length - b.length);
    }
    if (keys.length === 0) {
      return str;
    }
    const key = keys.pop();
    const fragments = str.split(key);
    if (keys.length) {
      for (let i = 0; i < fragments.length; i++) {
        fragments[i] = Drupal.stringReplace(fragments[i], args, keys.slice(0));
      }
    }
    return fragments.join(args[key]);
  };

  /** The translation when there is one; placeholders are replaced only when args are given. */
  Drupal.t = function (str, args, options) {
    options = options || {};
    options.context = options.context || '';
    if (
      typeof drupalTranslations !== 'undefined' &&
      drupalTranslations.strings &&
      drupalTranslations.strings[options.context] &&
      drupalTranslations.strings[options.context][str]
    ) {
      str = drupalTranslations.strings[options.context][str];
    }
    if (args) {
      str = Drupal.formatString(str, args);
    }
    return str;
  };

  Drupal.url = function (path) {
    return drupalSettings.path.baseUrl + drupalSettings.path.pathPrefix + path;
  };

  /**
   * Both forms go through t() as one string joined by the plural delimiter, then split. Without a plural
   * formula the check is a strict `!== 1`, so the string '1' takes the plural form, as in core.
   */
  Drupal.formatPlural = function (count, singular, plural, args, options) {
    args = args || {};
    args['@count'] = count;

    const pluralDelimiter = drupalSettings.pluralDelimiter;
    const translations = Drupal.t(singular + pluralDelimiter + plural, args, options).split(pluralDelimiter);
    let index = 0;

    if (typeof drupalTranslations !== 'undefined' && drupalTranslations.pluralFormula) {
      index =
        count in drupalTranslations.pluralFormula ? drupalTranslations.pluralFormula[count] : drupalTranslations.pluralFormula.default;
    } else if (args['@count'] !== 1) {
      index = 1;
    }

    return translations[index];
  };

  /** As in Drupal 10: an unknown theme function gives undefined (11.2+ throws asynchronously instead). */
  Drupal.theme = function (func, ...args) {
    if (func in Drupal.theme) {
      return Drupal.theme[func](...args);
    }
  };

  Drupal.theme.placeholder = function (str) {
    return `<em class="placeholder">${Drupal.checkPlain(str)}</em>`;
  };
})(window.Drupal, window.drupalSettings, window.drupalTranslations);
