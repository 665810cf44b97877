/**
 * A hand-written imitation of Drupal core's core/misc/form.js (Drupal 10.3+) for the demo site's Drupal-like
 * host with `?host=drupal&core=form`. Not Drupal's code and without jQuery, but the same semantics. The `formUpdated` event is a bubbling DOM event (core triggers a jQuery
 * one, which jQuery handlers of the same name also receive as a DOM event would reach them).
 */
(function (Drupal, once) {
  // Drupal.debounce: the classic trailing debounce (misc/debounce.js).
  Drupal.debounce = function (func, wait) {
    let timeout;
    return function (...args) {
      clearTimeout(timeout);
      timeout = setTimeout(() => func.apply(this, args), wait);
    };
  };

  const fieldIds = (form) => Array.from(form.querySelectorAll('[name][id]'), (field) => field.id).join(',');

  Drupal.behaviors.formUpdated = {
    attach(context) {
      const forms = context instanceof HTMLFormElement ? [context] : Array.from(context.querySelectorAll('form'));
      once('form-updated', forms).forEach((form) => {
        const fire = Drupal.debounce((target) => target.dispatchEvent(new CustomEvent('formUpdated', { bubbles: true })), 300);
        const handler = (event) => fire(event.target);
        form.addEventListener('change', handler);
        form.addEventListener('input', handler);
        form.formUpdatedHandler = handler;
        form.setAttribute('data-drupal-form-fields', fieldIds(form));
      });
      if (context instanceof HTMLFormElement && context.getAttribute('data-drupal-form-fields') !== fieldIds(context)) {
        context.setAttribute('data-drupal-form-fields', fieldIds(context));
        context.dispatchEvent(new CustomEvent('formUpdated', { bubbles: true }));
      }
    },
    detach(context, settings, trigger) {
      if (trigger !== 'unload') return;
      const forms = context instanceof HTMLFormElement ? [context] : Array.from(context.querySelectorAll('form'));
      once.remove('form-updated', forms).forEach((form) => {
        form.removeEventListener('change', form.formUpdatedHandler);
        form.removeEventListener('input', form.formUpdatedHandler);
        form.removeAttribute('data-drupal-form-fields');
      });
    },
  };

  // One delegated submit handler on body for forms whose method attribute does not say GET.
  Drupal.behaviors.formSingleSubmit = {
    attach() {
      once('form-single-submit', 'body').forEach((body) => {
        body.addEventListener('submit', (event) => {
          const form = event.target;
          if (!(form instanceof HTMLFormElement) || !form.matches('form:not([method~="GET"])')) return;
          const values = new URLSearchParams(new FormData(form)).toString();
          if (values === form.getAttribute('data-drupal-form-submit-last')) event.preventDefault();
          else form.setAttribute('data-drupal-form-submit-last', values);
        });
      });
    },
  };

  Drupal.behaviors.fillUserInfoFromBrowser = {
    attach() {
      const fields = ['name', 'mail', 'homepage'];
      once('user-info-from-browser', 'form[data-user-info-from-browser]').forEach((form) => {
        fields.forEach((name) => {
          const field = form.querySelector(`[name=${name}]`);
          if (!field) return;
          const stored = localStorage.getItem(`Drupal.visitor.${name}`);
          if (stored && (field.value === '' || field.value === field.getAttribute('data-drupal-default-value'))) field.value = stored;
        });
        form.addEventListener('submit', () => {
          fields.forEach((name) => {
            const field = form.querySelector(`[name=${name}]`);
            if (field) localStorage.setItem(`Drupal.visitor.${name}`, field.value);
          });
        });
      });
    },
  };
})(window.Drupal, window.once);
