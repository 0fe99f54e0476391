/**
 * Script of the card fields page. It runs inside the iframe, so the card number and CVV go
 * from these inputs to the gateway's own calls only; the parent page gets tokens and answers.
 * Plain browser JavaScript: it is served as is, not bundled with the portal's web app.
 */
export const CARD_FIELDS_SCRIPT = String.raw`(function () {
  'use strict';
  var body = document.body;
  var formToken = body.getAttribute('data-form-token');
  var parentOrigin = body.getAttribute('data-parent-origin');
  var ids = ['number', 'expiry', 'cvv', 'name'];
  var inputs = {};
  ids.forEach(function (id) { inputs[id] = document.getElementById(id); });
  var status = document.getElementById('status');
  var paymentToken = null;
  var timer = null;
  var attempt = 0;

  function post(message) { window.parent.postMessage(message, parentOrigin); }
  function digits(value) { return value.replace(/\D/g, ''); }
  function setError(id, message) {
    document.getElementById(id + '-error').textContent = message || '';
    if (inputs[id]) inputs[id].setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function clearErrors() { ids.forEach(function (id) { setError(id, ''); }); }
  function looksComplete() {
    var n = digits(inputs.number.value);
    return n.length >= 12 && /^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/.test(inputs.expiry.value) &&
      /^\d{3,4}$/.test(inputs.cvv.value.trim()) && inputs.name.value.trim() !== '';
  }
  function postJson(path, payload) {
    return fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit'
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (json) {
        return { ok: response.ok, json: json };
      });
    });
  }

  function tokenize() {
    var mine = ++attempt;
    status.textContent = 'Checking card…';
    postJson('tokenize', {
      formToken: formToken,
      number: inputs.number.value,
      expiry: inputs.expiry.value,
      cvv: inputs.cvv.value,
      name: inputs.name.value
    }).then(function (answer) {
      if (mine !== attempt) return;
      if (!answer.ok) {
        status.textContent = '';
        setError(answer.json.field || 'number', answer.json.message || 'Card details are invalid');
        post({ type: 'card-fields:invalid', message: answer.json.message || 'Card details are invalid' });
        return;
      }
      clearErrors();
      paymentToken = answer.json.paymentToken;
      status.textContent = answer.json.cardType + ' ending in ' + answer.json.last4 + ' is ready.';
      post({ type: 'card-fields:tokenized', cardType: answer.json.cardType, last4: answer.json.last4 });
    }).catch(function () {
      if (mine !== attempt) return;
      status.textContent = '';
      post({ type: 'card-fields:error', message: 'The payment form could not reach the payment service.' });
    });
  }

  function changed() {
    paymentToken = null;
    attempt++;
    status.textContent = '';
    post({ type: 'card-fields:change' });
    window.clearTimeout(timer);
    if (looksComplete()) timer = window.setTimeout(tokenize, 300);
  }

  inputs.number.addEventListener('input', function () {
    var d = digits(inputs.number.value).slice(0, 19);
    inputs.number.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
    changed();
  });
  inputs.expiry.addEventListener('input', function (event) {
    var d = digits(inputs.expiry.value).slice(0, 4);
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    inputs.expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + '/' + d.slice(2) : d;
    changed();
  });
  inputs.cvv.addEventListener('input', function () {
    inputs.cvv.value = digits(inputs.cvv.value).slice(0, 4);
    changed();
  });
  inputs.name.addEventListener('input', changed);
  document.getElementById('card-form').addEventListener('submit', function (event) {
    event.preventDefault();
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data || {};
    if (data.type !== 'card-fields:authorize') return;
    if (!paymentToken) {
      post({ type: 'card-fields:error', message: 'Enter the card details first.' });
      return;
    }
    var request = data.request || {};
    postJson('authorize', {
      formToken: formToken,
      paymentToken: paymentToken,
      amount: request.amount,
      currency: request.currency,
      preAuth: request.preAuth,
      billingAddress: request.billingAddress
    }).then(function (answer) {
      if (!answer.ok) {
        post({ type: 'card-fields:error', message: answer.json.message || 'The card could not be authorised.' });
        return;
      }
      post({ type: 'card-fields:authorized', response: answer.json });
    }).catch(function () {
      post({ type: 'card-fields:error', message: 'The payment form could not reach the payment service.' });
    });
  });

  if (window.ResizeObserver) {
    new ResizeObserver(function () {
      post({ type: 'card-fields:resize', height: document.documentElement.scrollHeight });
    }).observe(document.body);
  }
  post({ type: 'card-fields:ready' });
})();
`;
