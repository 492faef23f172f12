"""Webhooks: an account's events posted to HTTPS endpoints it registers (docs/WEBHOOKS.md).

``store.py`` keeps the endpoints, each one's cursor on the account stream, its failures and
its delivery log in Redis; ``signing.py`` signs a delivery as the Standard Webhooks spec says;
``delivery.py`` posts an endpoint's pending events in order; ``tasks.py`` is the Celery task
(queue ``webhooks``) and the pump that sends it; ``service.py`` is what the API calls.
Nothing here runs on a move's path: deliveries read the account stream after the fact.
"""
