-- The property's catalog_version, read with an allocation's BEGIN to check the kept catalog; null when the tenant has no such property.
CREATE OR REPLACE FUNCTION inventory.catalog_version_of(p_tenant text, p_property text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT p.catalog_version::text FROM inventory.properties p WHERE p.tenant_id = p_tenant AND p.id = p_property);
END $$;
