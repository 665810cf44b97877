// The theme code of the jQuery-era site, rewritten for the benchmark: what the old theme did on top of
// jQuery, Colorbox, Ouibounce and core's once(). Behaviours in the Drupal style (attach and detach with a
// context), run on DOM ready. It is the yardstick `npm run bench` measures Kurzus against, not product code.
(function ($, once, ouibounce) {
  const settingsScript = document.querySelector('body > script[data-drupal-selector="drupal-settings-json"]');
  const settings = settingsScript ? JSON.parse(settingsScript.textContent) : {};
  const dataLayer = (window.dataLayer = window.dataLayer || []);

  function closeModal() {
    $('.legacy-modal').remove();
  }

  function openComingSoon(event) {
    event.preventDefault();
    closeModal();
    const modal = $(
      '<div class="legacy-modal" role="dialog" aria-modal="true" aria-label="Hamarosan">' +
        '<p>A jegyek még nem kaphatók.</p><button type="button">Rendben</button></div>',
    );
    modal.find('button').on('click', closeModal);
    $('body').append(modal);
    modal.find('button').trigger('focus');
  }

  function trackTicket() {
    dataLayer.push({ event: 'ticket_click', link_url: this.href });
  }

  const behaviors = {
    ticket: {
      attach(context) {
        $(once('legacy-ticket', 'a[data-kurzus~="ticket"]', context)).each(function () {
          if (this.getAttribute('href') === '/') {
            $(this).addClass('is-coming-soon').attr('aria-haspopup', 'dialog').on('click.legacyTicket', openComingSoon);
          } else {
            $(this).on('click.legacyTicket', trackTicket);
          }
        });
      },
      detach(context) {
        $(once.remove('legacy-ticket', 'a[data-kurzus~="ticket"]', context))
          .off('.legacyTicket')
          .removeClass('is-coming-soon')
          .removeAttr('aria-haspopup');
      },
    },
    // As the Colorbox module's colorbox.js: the gallery comes from data-colorbox-gallery, else rel.
    colorbox: {
      attach(context) {
        $(once('legacy-colorbox', '.colorbox', context)).each(function () {
          const options = $.extend({}, settings.colorbox, {
            photo: true,
            rel() {
              return this.getAttribute('data-colorbox-gallery') || this.getAttribute('rel') || false;
            },
          });
          $(this).colorbox(options);
        });
      },
      detach(context) {
        // Colorbox listens on the document for clicks on .cboxElement: dropping the class unbinds the link.
        $(once.remove('legacy-colorbox', '.colorbox', context))
          .removeClass('cboxElement')
          .removeData('colorbox');
      },
    },
    // As the exit-modal module: Ouibounce on its block, closed by the underlay or the footer.
    exitModal: {
      attach(context) {
        $(once('legacy-ouibounce', '#ouibounce-exit-modal', context)).each((index, modal) => {
          const exit = (settings.kurzus && settings.kurzus.exit_intent) || {};
          const bounce = ouibounce(modal, {
            aggressive: Boolean(exit.aggressive_mode),
            timer: exit.timer ?? 1000,
            delay: exit.delay ?? 0,
            sensitivity: exit.sensitivity ?? 20,
            cookieExpire: exit.cookie_expiration ?? 30,
            cookieName: exit.cookie_name || 'viewedOuibounceModal',
            sitewide: exit.sitewide_cookie !== false,
          });
          $(modal)
            .data('legacyBounce', bounce)
            .on('click.legacyBounce', '.underlay, .modal-footer', () => {
              modal.style.display = 'none';
            });
        });
      },
      detach(context) {
        $(once.remove('legacy-ouibounce', '#ouibounce-exit-modal', context)).each(function () {
          const bounce = $(this).data('legacyBounce');
          if (bounce) bounce.disable();
          $(this).off('.legacyBounce').removeData('legacyBounce');
        });
      },
    },
  };

  // Drupal.attachBehaviors / detachBehaviors, reduced to what the theme needed.
  const theme = {
    attach(context = document) {
      Object.values(behaviors).forEach((behavior) => behavior.attach(context));
    },
    detach(context = document) {
      Object.values(behaviors).forEach((behavior) => behavior.detach(context));
    },
  };
  window.legacyTheme = theme;
  $(() => theme.attach(document));
})(window.jQuery, window.once, window.ouibounce);
