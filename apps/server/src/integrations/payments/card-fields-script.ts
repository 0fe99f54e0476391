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
  /** Fields the user has typed in: only those are told they are required. */
  var edited = {};
  /** The field and value the gateway last refused: its message stands until the value changes. */
  var refused = null;

  function post(message) { window.parent.postMessage(message, parentOrigin); }
  function digits(value) { return value.replace(/\D/g, ''); }
  function setError(id, message) {
    document.getElementById(id + '-error').textContent = message || '';
    if (inputs[id]) inputs[id].setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function clearErrors() { ids.forEach(function (id) { setError(id, ''); }); }
  function showsError(id) { return document.getElementById(id + '-error').textContent !== ''; }

  function passesLuhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n.charAt(n.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function expiryProblem(value) {
    var match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
    if (!match) return 'Expiry date is incomplete (MM/YY)';
    var month = Number(match[1]);
    var year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    var now = new Date();
    if (month < 1 || month > 12) return 'Expiry month must be 01 to 12';
    if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return 'Expiry date is in the past';
    return '';
  }
  /** What is wrong with a field as typed so far ('' when nothing): the gateway checks again. */
  function problemOf(id) {
    var value = inputs[id].value.trim();
    var required = { number: 'Card number is required', expiry: 'Expiry date is required',
      cvv: 'CVV is required', name: 'Name on card is required' }[id];
    if (value === '') return required;
    if (id === 'number') {
      var n = digits(value);
      if (n.length < 12) return 'Card number is incomplete';
      return passesLuhn(n) ? '' : 'Card number is invalid';
    }
    if (id === 'expiry') return expiryProblem(value);
    if (id === 'cvv') {
      var amex = /^3[47]/.test(digits(inputs.number.value));
      var wanted = amex ? 4 : 3;
      if (value.length < wanted) return 'CVV is incomplete';
      return value.length === wanted ? '' : 'CVV must have ' + wanted + ' digits';
    }
    return '';
  }
  /** A field's message: an empty field only once the user has typed in it. */
  function check(id) {
    if (inputs[id].value.trim() === '' && !edited[id]) return setError(id, '');
    var problem = problemOf(id);
    if (!problem && refused && refused.id === id && refused.value === inputs[id].value) return;
    setError(id, problem);
  }
  /** Every field filled in its shape: time to ask the gateway, whose verdict is final. */
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
        // Only the gateway's latest verdict stands: an earlier field's message would mislead.
        clearErrors();
        var field = answer.json.field || 'number';
        refused = { id: field, value: inputs[field] ? inputs[field].value : '' };
        setError(field, answer.json.message || 'Card details are invalid');
        post({ type: 'card-fields:invalid', message: answer.json.message || 'Card details are invalid' });
        return;
      }
      clearErrors();
      refused = null;
      paymentToken = answer.json.paymentToken;
      status.textContent = answer.json.cardType + ' ending in ' + answer.json.last4 + ' is ready.';
      post({ type: 'card-fields:tokenized', cardType: answer.json.cardType, last4: answer.json.last4 });
    }).catch(function () {
      if (mine !== attempt) return;
      status.textContent = '';
      post({ type: 'card-fields:error', message: 'The payment form could not reach the payment service.' });
    });
  }

  function changed(id) {
    edited[id] = true;
    // A field already marked is checked again as it is fixed; others wait until it is left.
    if (showsError(id)) check(id);
    if (id === 'number' && showsError('cvv')) check('cvv');
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
    changed('number');
  });
  inputs.expiry.addEventListener('input', function (event) {
    var d = digits(inputs.expiry.value).slice(0, 4);
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    inputs.expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + '/' + d.slice(2) : d;
    changed('expiry');
  });
  inputs.cvv.addEventListener('input', function () {
    inputs.cvv.value = digits(inputs.cvv.value).slice(0, 4);
    changed('cvv');
  });
  inputs.name.addEventListener('input', function () { changed('name'); });
  ids.forEach(function (id) {
    inputs[id].addEventListener('blur', function () { check(id); });
  });
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
  // The inputs exist before this script has loaded: what was typed or autofilled meanwhile
  // raised no input event here, so it is taken up now.
  ids.forEach(function (id) { if (inputs[id].value.trim() !== '') edited[id] = true; });
  if (looksComplete()) timer = window.setTimeout(tokenize, 300);
})();
`;
